"""Property portal: rank listings for a saved search (listwise, graded leads)."""
