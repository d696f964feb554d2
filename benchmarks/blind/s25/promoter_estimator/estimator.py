import torch
import torch.nn.functional as F

from .ranking import roc_auc


class TorchClassifier:
    """fit / predict_proba / predict / score around an nn.Module class.

    Constructor keywords prefixed with ``module__`` or ``optimizer__`` are routed to the
    module and optimizer constructors, as in skorch.
    """

    def __init__(self, module, optimizer=torch.optim.Adam, max_epochs=10, batch_size=64, seed=0, **routed):
        self.module = module
        self.optimizer = optimizer
        self.max_epochs = max_epochs
        self.batch_size = batch_size
        self.seed = seed
        self.routed = routed

    def _routed(self, prefix):
        cut = len(prefix) + 2
        return {key[cut:]: value for key, value in self.routed.items() if key.startswith(prefix + "__")}

    def initialize(self):
        self.module_ = self.module(**self._routed("module"))
        self.optimizer_ = self.optimizer(self.module_.parameters(), **self._routed("optimizer"))
        return self

    def fit(self, X, y, X_val=None, y_val=None):
        self.initialize()
        gen = torch.Generator().manual_seed(self.seed)
        self.history_ = []
        for _ in range(self.max_epochs):
            self.module_.train()
            for rows in torch.randperm(len(X), generator=gen).split(self.batch_size):
                ce = F.cross_entropy(self.module_(X[rows]), y[rows])
                self.optimizer_.zero_grad()
                ce.backward()
                self.optimizer_.step()
            if X_val is not None:
                self.history_.append(self.score(X_val, y_val))
        return self

    def predict_proba(self, X):
        self.module_.eval()
        parts = [torch.softmax(self.module_(chunk), dim=1) for chunk in X.split(256)]
        return torch.cat(parts)

    def predict(self, X):
        return self.predict_proba(X).argmax(dim=1)

    def score(self, X, y):
        return (self.predict(X) == y).float().mean().item()

    def auc(self, X, y):
        return roc_auc(self.predict_proba(X)[:, 1], y)
