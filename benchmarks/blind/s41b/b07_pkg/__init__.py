"""First-order MAML for payload identification on a two-link arm: predict joint torques for an
unknown payload from a handful of logged moves."""
