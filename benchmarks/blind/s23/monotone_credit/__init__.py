"""Credit-default scorer that is monotone in income and tenure."""
