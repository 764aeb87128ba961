/// The Objective-C spellings of the APIs the detectors look for, written once per API where
/// the spelling differs from Swift's; ``AuditCatalog`` merges them into each detector's signals,
/// read in Objective-C files only (so Swift audits do not change), while the Swift signals are
/// read in both languages.
///
/// A spelling that is the same in both languages is not repeated here: `reloadData`,
/// `addSubview`, `frame`, `UIAlertController` already match. The vocabulary the names are
/// read in is on ``MemberEvent``: a message's first selector piece is a call's name
/// (`dequeueReusableCellWithIdentifier` for `dequeueReusableCellWithIdentifier:forIndexPath:`),
/// class names are types, dot syntax is a member, and a method's signature is its selector
/// with its sign (`-tableView:cellForRowAtIndexPath:`).
enum ObjectiveCSignals {
    static let table: [Responsibility: [Signal]] = [
        .dataSource: [
            Signal(.signature("-outlineView:numberOfChildrenOfItem:"), "answers an outline's structure"),
            Signal(.signature("-tableView:objectValueForTableColumn:row:"), "answers the object shown in an NSTableView row"),
            Signal(.signature("-tableView:numberOfRowsInSection:"), "answers how many rows a section has"),
            Signal(.signature("-numberOfSectionsInTableView:"), "answers how many sections the list has"),
            Signal(.signature("-tableView:cellForRowAtIndexPath:"), "answers which cell shows an index path"),
            Signal(.signature("-collectionView:numberOfItemsInSection:"), "answers how many items a section has"),
            Signal(.signature("-numberOfSectionsInCollectionView:"), "answers how many sections the list has"),
            Signal(.signature("-collectionView:cellForItemAtIndexPath:"), "answers which cell shows an index path"),
            Signal(
                .signature("-collectionView:viewForSupplementaryElementOfKind:atIndexPath:"),
                "answers which supplementary view to show"),
            Signal(.signature("-tableView:titleForHeaderInSection:"), "answers a section's header title"),
            Signal(.signature("-tableView:titleForFooterInSection:"), "answers a section's footer title"),
            Signal(.signature("-tableView:canEditRowAtIndexPath:"), "answers whether a row can be edited"),
            Signal(.signature("-tableView:canMoveRowAtIndexPath:"), "answers whether a row can move"),
            Signal(
                .signature("-tableView:commitEditingStyle:forRowAtIndexPath:"), "commits an edit to the list's model"),
            Signal(.signature("-tableView:moveRowAtIndexPath:toIndexPath:"), "moves an item in the list's model"),
            Signal(.signature("-sectionIndexTitlesForTableView:"), "answers the section index"),
            Signal(.signature("-pickerView:numberOfRowsInComponent:"), "answers how many rows a picker component has"),
            Signal(.signature("-numberOfComponentsInPickerView:"), "answers how many components a picker has"),
            Signal(.signature("-numberOfRowsInTableView:"), "answers how many rows an NSTableView has"),
        ],
        .cellConfiguration: [
            Signal(.signature("-tableView:viewForTableColumn:row:"), "fills an NSTableView cell view"),
            Signal(.call("dequeueReusableCellWithIdentifier"), "dequeues a cell to fill it"),
            Signal(.call("dequeueReusableCellWithReuseIdentifier"), "dequeues a cell to fill it"),
            Signal(
                .call("dequeueReusableSupplementaryViewOfKind"), "dequeues a supplementary view to fill it"),
            Signal(
                .call("dequeueReusableHeaderFooterViewWithIdentifier"), "dequeues a header or footer to fill it"),
            Signal(.call("registerClass"), "registers a cell class", receivers: .own),
            Signal(.call("registerNib"), "registers a cell nib", receivers: .own),
            Signal(.signature("-tableView:willDisplayCell:forRowAtIndexPath:"), "adjusts a cell before it shows"),
            Signal(
                .signature("-collectionView:willDisplayCell:forItemAtIndexPath:"), "adjusts a cell before it shows"),
        ],
        .networking: [
            Signal(.type("NSURLSession"), "talks to NSURLSession directly"),
            Signal(.type("NSURLSessionConfiguration"), "configures a URL session"),
            Signal(.type("NSURLSessionDataTask"), "holds a network task"),
            Signal(.type("NSURLConnection"), "talks to NSURLConnection directly"),
            Signal(.type("NSURLRequest"), "builds a request"),
            Signal(.type("NSMutableURLRequest"), "builds a request"),
            Signal(.type("NSURLComponents"), "builds a request URL"),
            Signal(.type("NSJSONSerialization"), "parses a response"),
            Signal(.type("NSHTTPURLResponse"), "handles an HTTP response"),
            Signal(.type("AFHTTPSessionManager"), "calls AFNetworking"),
            Signal(.type("AFURLSessionManager"), "calls AFNetworking"),
            Signal(.type("AFHTTPRequestOperationManager"), "calls AFNetworking"),
            Signal(.labeledCall("GET(_:parameters:success:failure:)"), "sends an AFNetworking request"),
            Signal(
                .labeledCall("GET(_:parameters:headers:progress:success:failure:)"), "sends an AFNetworking request"),
            Signal(.labeledCall("POST(_:parameters:success:failure:)"), "sends an AFNetworking request"),
            Signal(
                .labeledCall("POST(_:parameters:headers:progress:success:failure:)"), "sends an AFNetworking request"),
            Signal(.call("dataTaskWithRequest"), "starts a URLSession data task"),
            Signal(.call("dataTaskWithURL"), "starts a URLSession data task"),
            Signal(.call("downloadTaskWithRequest"), "starts a URLSession download task"),
            Signal(.call("downloadTaskWithURL"), "starts a URLSession download task"),
            Signal(.call("sendAsynchronousRequest"), "sends a request"),
            Signal(.call("sendSynchronousRequest"), "sends a request"),
            Signal(.call("sd_setImageWithURL"), "loads a remote image into a view"),
            Signal(.call("setImageWithURL"), "loads a remote image into a view"),
        ],
        .persistence: [
            Signal(.type("NSUserDefaults"), "reads or writes NSUserDefaults"),
            Signal(.type("NSFileManager"), "reads or writes files"),
            Signal(.type("NSPersistentStoreCoordinator"), "uses a Core Data store"),
            Signal(.call("archiveRootObject"), "archives to storage"),
            Signal(.call("unarchiveObjectWithFile"), "unarchives from storage"),
            Signal(.call("writeToFile"), "writes a file"),
            Signal(.call("writeToURL"), "writes a file"),
            Signal(.call("dataWithContentsOfFile"), "reads a file"),
            Signal(.call("executeFetchRequest"), "fetches from Core Data"),
            Signal(.call("insertNewObjectForEntityForName"), "inserts Core Data objects"),
        ],
        .keyboard: [
            Signal(.type("UIKeyboardWillShowNotification"), "observes the keyboard appearing"),
            Signal(.type("UIKeyboardWillHideNotification"), "observes the keyboard hiding"),
            Signal(.type("UIKeyboardDidShowNotification"), "observes the keyboard appearing"),
            Signal(.type("UIKeyboardDidHideNotification"), "observes the keyboard hiding"),
            Signal(.type("UIKeyboardWillChangeFrameNotification"), "observes the keyboard frame"),
            Signal(.type("UIKeyboardFrameEndUserInfoKey"), "reads the keyboard frame"),
            Signal(.type("UIKeyboardFrameBeginUserInfoKey"), "reads the keyboard frame"),
            Signal(.type("UIKeyboardAnimationDurationUserInfoKey"), "follows the keyboard animation"),
        ],
        .navigation: [
            Signal(.call("presentViewController"), "presents another screen", receivers: .own, unless: [.alerts, .systemServices]),
            Signal(.call("dismissViewControllerAnimated"), "dismisses a screen", receivers: .own),
            Signal(.call("popViewControllerAnimated"), "pops back"),
            Signal(.call("popToRootViewControllerAnimated"), "pops back to the root"),
            Signal(.call("performSegueWithIdentifier"), "performs a segue", receivers: .own),
            Signal(.call("instantiateViewControllerWithIdentifier"), "builds the next screen from a storyboard"),
            Signal(.call("storyboardWithName"), "loads screens from a storyboard"),
            Signal(.call("openURL"), "opens a URL or another app", receivers: .own),
            Signal(.labeledCall("showViewController(_:sender:)"), "shows another screen"),
            Signal(.signature("-prepareForSegue:sender:"), "configures the next screen of a segue"),
            Signal(.signature("-shouldPerformSegueWithIdentifier:sender:"), "decides on a segue"),
        ],
        .viewConstruction: [
            Signal(.call("initWithFrame"), "creates a view in code"),
            Signal(.call("constraintWithItem"), "creates Auto Layout constraints"),
            Signal(.call("constraintsWithVisualFormat"), "creates Auto Layout constraints"),
            Signal(.call("constraintEqualToAnchor"), "creates an anchor constraint"),
            Signal(.call("activateConstraints"), "activates constraints"),
            Signal(.call("buttonWithType"), "creates a button in code"),
        ],
        .layout: [
            Signal(.signature("-viewDidLayout"), "lays out subviews"),
            Signal(.signature("-traitCollectionDidChange:"), "changes layout when traits change"),
            Signal(
                .signature("-collectionView:layout:minimumInteritemSpacingForSectionAtIndex:"), "answers item spacing"),
            Signal(.signature("-collectionView:layout:minimumLineSpacingForSectionAtIndex:"), "answers line spacing"),
            Signal(.call("CGRectMake"), "computes a rectangle"),
            Signal(.call("CGSizeMake"), "computes a size"),
            Signal(.call("CGPointMake"), "computes a point"),
            Signal(.call("CGRectInset"), "does rectangle arithmetic"),
            Signal(.call("CGRectGetWidth"), "computes from a rectangle"),
            Signal(.call("CGRectGetHeight"), "computes from a rectangle"),
            Signal(.call("CGRectGetMaxY"), "computes from a rectangle"),
            Signal(.call("UIEdgeInsetsMake"), "computes insets"),
            Signal(.signature("-viewDidLayoutSubviews"), "lays out subviews"),
            Signal(.signature("-viewWillLayoutSubviews"), "lays out subviews"),
            Signal(.signature("-tableView:heightForRowAtIndexPath:"), "answers a row height"),
            Signal(.signature("-tableView:estimatedHeightForRowAtIndexPath:"), "answers a row height"),
            Signal(.signature("-tableView:heightForHeaderInSection:"), "answers a header height"),
            Signal(.signature("-collectionView:layout:sizeForItemAtIndexPath:"), "answers an item size"),
            Signal(.signature("-collectionView:layout:insetForSectionAtIndex:"), "answers section insets"),
            Signal(
                .signature("-viewWillTransitionToSize:withTransitionCoordinator:"), "changes layout for a new size"),
        ],
        .formatting: [
            Signal(.type("NSDateFormatter"), "formats dates for display"),
            Signal(.type("NSNumberFormatter"), "formats numbers for display"),
            Signal(.type("NSDateComponentsFormatter"), "formats durations for display"),
            Signal(.type("NSByteCountFormatter"), "formats sizes for display"),
            Signal(.type("NSISO8601DateFormatter"), "formats dates"),
            Signal(.call("stringWithFormat"), "formats text"),
            Signal(.call("initWithFormat"), "formats text"),
            Signal(.call("stringFromDate"), "formats a date with a formatter"),
            Signal(.call("stringFromNumber"), "formats a number with a formatter"),
            Signal(.call("stringFromByteCount"), "formats a size"),
        ],
        .userInput: [
            Signal(.signature("-pressesBegan:withEvent:"), "handles hardware key presses"),
            Signal(.signature("-pressesEnded:withEvent:"), "handles hardware key presses"),
            Signal(.signature("-tableViewSelectionDidChange:"), "handles row selection"),
            Signal(.signature("-tableView:didSelectRowAtIndexPath:"), "handles row selection"),
            Signal(.signature("-tableView:didDeselectRowAtIndexPath:"), "handles row deselection"),
            Signal(.signature("-collectionView:didSelectItemAtIndexPath:"), "handles item selection"),
            Signal(.signature("-textFieldShouldReturn:"), "handles the return key"),
            Signal(.signature("-textFieldDidBeginEditing:"), "handles text editing"),
            Signal(.signature("-textFieldDidEndEditing:"), "handles text editing"),
            Signal(.signature("-textViewDidChange:"), "handles text editing"),
            Signal(.signature("-searchBar:textDidChange:"), "handles search input"),
            Signal(.signature("-searchBarSearchButtonClicked:"), "handles search input"),
            Signal(.signature("-searchBarCancelButtonClicked:"), "handles search input"),
            Signal(.signature("-updateSearchResultsForSearchController:"), "handles search input"),
            Signal(.signature("-pickerView:didSelectRow:inComponent:"), "handles picker selection"),
            Signal(.signature("-touchesBegan:withEvent:"), "handles touches"),
            Signal(.signature("-gestureRecognizerShouldBegin:"), "decides on a gesture"),
            // `[[UIBarButtonItem alloc] initWithTitle:… target:self action:@selector(…)]`: the
            // Objective-C spelling of `UIBarButtonItem(title:style:target:action:)`.
            Signal(.labeledCall("initWithTitle(_:style:target:action:)"), "wires a bar button with target-action"),
            Signal(.labeledCall("initWithImage(_:style:target:action:)"), "wires a bar button with target-action"),
            Signal(.labeledCall("initWithBarButtonSystemItem(_:target:action:)"), "wires a bar button with target-action"),
        ],
        .alerts: [
            Signal(.type("UIActionSheet"), "builds an action sheet"),
            Signal(.call("alertControllerWithTitle"), "builds an alert"),
            Signal(.call("actionWithTitle"), "acts on an alert choice"),
            Signal(.signature("-alertView:clickedButtonAtIndex:"), "acts on an alert choice"),
            Signal(.signature("-actionSheet:clickedButtonAtIndex:"), "acts on an action-sheet choice"),
        ],
        .validation: [
            Signal(
                .signature("-textField:shouldChangeCharactersInRange:replacementString:"), "filters typed characters"),
            Signal(.member("enabled"), "enables or disables a control", receivers: .controls),
            Signal(.call("setEnabled"), "enables or disables a control", receivers: .controls),
        ],
        .domainLogic: [
            Signal(.call("filteredArrayUsingPredicate"), "filters model data"),
            Signal(.call("sortedArrayUsingDescriptors"), "sorts model data"),
            Signal(.call("sortedArrayUsingComparator"), "sorts model data"),
            Signal(.call("sortUsingComparator"), "sorts model data"),
            Signal(.call("sortedArrayUsingSelector"), "sorts model data"),
            Signal(.call("predicateWithFormat"), "filters with a predicate"),
        ],
        .animation: [
            Signal(.signature("-animateTransition:"), "runs a custom transition"),
            Signal(
                .signature("-animationControllerForPresentedController:presentingController:sourceController:"),
                "vends a transition animator"),
            Signal(.call("animateWithDuration"), "runs a view animation", receivers: .own),
            Signal(.call("transitionWithView"), "runs a view transition", receivers: .own),
            Signal(.call("animateKeyframesWithDuration"), "runs a keyframe animation", receivers: .own),
            Signal(.call("animationWithKeyPath"), "runs a Core Animation animation"),
            Signal(.labeledCall("addAnimation(_:forKey:)"), "adds a Core Animation animation"),
        ],
        .systemServices: [
            Signal(
                .signature("-imagePickerController:didFinishPickingMediaWithInfo:"), "handles a picked photo or capture"),
            Signal(.signature("-locationManager:didUpdateLocations:"), "handles location updates"),
            Signal(.signature("-locationManager:didChangeAuthorizationStatus:"), "handles location permission"),
            Signal(.signature("-locationManagerDidChangeAuthorization:"), "handles location permission"),
            Signal(.signature("-picker:didFinishPicking:"), "handles picked photos"),
        ],
        .lifecycle: [
            Signal(.signature("-viewIsAppearing:"), "view lifecycle"),
            Signal(.signature("-windowDidLoad"), "window lifecycle"),
            Signal(.signature("-viewDidLoad"), "view lifecycle"),
            Signal(.signature("-loadView"), "view lifecycle"),
            Signal(.signature("-viewWillAppear:"), "view lifecycle"),
            Signal(.signature("-viewDidAppear:"), "view lifecycle"),
            Signal(.signature("-viewWillDisappear:"), "view lifecycle"),
            Signal(.signature("-viewDidDisappear:"), "view lifecycle"),
            Signal(.signature("-awakeFromNib"), "view lifecycle"),
            Signal(.signature("-didReceiveMemoryWarning"), "view lifecycle"),
        ],
        .composition: [
            Signal(.call("didMoveToParentViewController"), "completes child containment"),
            Signal(.call("willMoveToParentViewController"), "starts child containment"),
        ],
        .modelObservation: [
            Signal(.call("addObserverForName"), "observes notifications"),
            Signal(.signature("-controllerDidChangeContent:"), "observes fetched results"),
            Signal(.signature("-controllerWillChangeContent:"), "observes fetched results"),
            Signal(
                .signature("-controller:didChangeObject:atIndexPath:forChangeType:newIndexPath:"),
                "observes fetched results"),
            Signal(
                .signature("-observeValueForKeyPath:ofObject:change:context:"), "observes KVO changes"),
        ],
    ]

    /// `detectors` with each one's Objective-C signals after its Swift ones.
    static func merged(into detectors: [ResponsibilityDetector]) -> [ResponsibilityDetector] {
        detectors.map { detector in
            var merged = detector
            merged.signals += (table[detector.responsibility] ?? []).map { signal in
                var objectiveC = signal
                objectiveC.language = .objectiveC
                return objectiveC
            }
            return merged
        }
    }
}
