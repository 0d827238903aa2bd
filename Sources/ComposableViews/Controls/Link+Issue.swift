import Foundation
import IssueReporting

func reportLinkScheme(_ url: URL) {
  reportIssue(
    """
    "Link" to "\(url.absoluteString)" is shown as text: only http, https and mailto addresses \
    (and addresses on the same site) become links in a page (others, like "javascript:", could \
    run code). Give the link a web address, or use a "Button" that sends an action.
    """
  )
}
