import torch


class Trainer:
    def __init__(self, model, optimizer, train_loader, val_loader, epochs):
        self.model = model
        self.optimizer = optimizer
        self.train_loader = train_loader
        self.val_loader = val_loader
        self.epochs = epochs

    def hook(self, name, *args):
        fn = getattr(self, name, None)
        return fn(*args) if callable(fn) else None

    def train_step(self, batch):
        raise NotImplementedError

    def eval_step(self, batch):
        x, y = batch
        pred = self.model(x)
        return {"sse": ((pred - y) ** 2).sum().item(), "n": y.shape[0]}

    def _train_epoch(self):
        self.model.train()
        losses = [self.hook("train_step", batch) for batch in self.train_loader]
        return sum(losses) / len(losses)

    @torch.no_grad()
    def _eval_epoch(self):
        self.model.eval()
        outs = [self.hook("eval_step", batch) for batch in self.val_loader]
        sse = sum(o["sse"] for o in outs)
        n = sum(o["n"] for o in outs)
        mae = sum(o.get("sae", 0.0) for o in outs) / n
        return (sse / n) ** 0.5, mae

    def fit(self):
        for epoch in range(self.epochs):
            train_loss = self._train_epoch()
            rmse, mae = self._eval_epoch()
            self.hook("on_epoch_end", epoch, train_loss, rmse, mae)
