"""Which codes the runtime checker observes, in a module of its own: the checker, the runner and
the package root all read them, and none imports another for them."""

#: The codes the runtime checker can observe.
MONITORED_CODES = ("AGL001", "AGL002", "AGL003", "AGL004", "AGL005", "AGL006", "AGL007",
                   "AGL008", "AGL009", "AGL010", "AGL011", "AGL012", "AGL013", "AGL014",
                   "AGL017", "AGL018", "AGL019", "AGL020")

#: The codes light mode (no graph walk) observes in full, so that a static finding of one of
#: them that ran without being seen can be called refuted; light mode drops or narrows the others
#: (AGL001, AGL003's stopped parameter, AGL004's manual updates, AGL005's silent case, ...).
LIGHT_CODES = ("AGL002", "AGL006", "AGL007", "AGL008", "AGL012", "AGL013", "AGL014", "AGL017",
               "AGL020")

#: Rules with no runtime monitor, and why (consistent with each rule's ``runtime`` text).
STATIC_ONLY_CODES = ("AGL015", "AGL016")
