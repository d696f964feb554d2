import numpy as np


class ClickSimulator:
    """Users arrive with a feature vector; each article has a hidden click model."""

    def __init__(self, n_articles=6, n_features=10, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n_articles = n_articles
        self.n_features = n_features
        self.weights = self.rng.normal(0, 1.2, size=(n_articles, n_features))
        self.bias = self.rng.normal(-1.5, 0.5, size=n_articles)

    def user(self):
        x = self.rng.normal(size=self.n_features)
        x[-1] = 1.0
        return x.astype(np.float32)

    def click_probs(self, x):
        return 1.0 / (1.0 + np.exp(-(self.weights @ x + self.bias)))

    def show(self, x, article):
        return float(self.rng.random() < self.click_probs(x)[article])
