"""Search-query -> product-category classifier, distilled from a larger teacher for on-device use."""
