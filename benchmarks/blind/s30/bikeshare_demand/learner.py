import torch
import torch.nn.functional as F


class Learner:
    """Iterate over a Learner to train it; each step of the iteration is one epoch."""

    def __init__(self, net, opt, adjacency, train, valid, epochs, batch_hours=24):
        self.net = net
        self.opt = opt
        self.adjacency = adjacency
        self.train = train
        self.valid = valid
        self.epochs = epochs
        self.batch_hours = batch_hours

    def _validate(self):
        x, y = self.valid
        self.net.eval()
        with torch.no_grad():
            mae = (self.net(x, self.adjacency) - y).abs().mean().item() * 5.0
        return mae

    def __iter__(self):
        x, y = self.train
        for epoch in range(self.epochs):
            self.net.train()
            order = torch.randperm(len(x))
            total = 0.0
            for i in range(0, len(order), self.batch_hours):
                idx = order[i:i + self.batch_hours]
                self.opt.zero_grad()
                err = F.mse_loss(self.net(x[idx], self.adjacency), y[idx])
                err.backward()
                self.opt.step()
                total += err.item() * len(idx)
            yield {"epoch": epoch + 1, "train_mse": total / len(x), "val_mae": self._validate()}
