"""Wood-fired pizza oven QA: multi-label crust defects from the bake log of each pie."""
