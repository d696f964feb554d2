"""Shape completion of crumpled paper balls from single-sided depth scans."""
