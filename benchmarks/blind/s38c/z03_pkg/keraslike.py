import torch
import torch.nn as nn

from .metrics import METRICS
from .registry import LOSSES, OPTIMIZERS


class History:
    def __init__(self):
        self.history = {}

    def log(self, logs):
        for k, v in logs.items():
            self.history.setdefault(k, []).append(v)


class Model(nn.Module):
    """A small Keras-flavoured wrapper: compile() then fit()."""

    def __init__(self, *layers):
        super().__init__()
        self.net = nn.Sequential(*layers)

    def forward(self, x):
        return self.net(x).squeeze(-1)

    def compile(self, optimizer="adam", loss="binary_crossentropy", metrics=(), lr=1e-3):
        self.optimizer = OPTIMIZERS[optimizer](self.parameters(), lr)
        self.loss_fn = LOSSES[loss]()
        self.metric_fns = {m: METRICS[m] for m in metrics}

    def train_on_batch(self, x, y):
        out = self(x)
        loss = self.loss_fn(out, y)
        loss.backward()
        self.optimizer.step()
        return loss.item()

    def predict(self, x, batch_size=256):
        self.eval()
        with torch.no_grad():
            out = torch.cat([self(x[i:i + batch_size]) for i in range(0, len(x), batch_size)])
        self.train()
        return torch.sigmoid(out)

    def evaluate(self, x, y):
        p = self.predict(x)
        return {name: fn(p, y) for name, fn in self.metric_fns.items()}

    def fit(self, x, y, epochs=1, batch_size=32, validation_data=None, verbose=1):
        history = History()
        for epoch in range(epochs):
            self.optimizer.zero_grad()
            perm = torch.randperm(len(x))
            losses = []
            for i in range(0, len(x), batch_size):
                idx = perm[i:i + batch_size]
                losses.append(self.train_on_batch(x[idx], y[idx]))
            logs = {"loss": sum(losses) / len(losses)}
            if validation_data is not None:
                logs.update({"val_" + k: v for k, v in self.evaluate(*validation_data).items()})
            history.log(logs)
            if verbose:
                print(f"Epoch {epoch + 1}/{epochs} - " + " - ".join(f"{k}: {v:.4f}" for k, v in logs.items()))
        return history
