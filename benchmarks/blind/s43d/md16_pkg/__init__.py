"""Paper-wasp (Polistes) nest re-occupancy with a variational Bayesian net and warm-started active learning."""
