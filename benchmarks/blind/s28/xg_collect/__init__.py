"""Expected-goals (xG) model for shots, fitted by maximising the Bernoulli log-likelihood."""
