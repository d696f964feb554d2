import torch.nn.functional as F

from .callbacks import dispatch


class Run:
    def __init__(self, net, opt, callbacks):
        self.net, self.opt, self.callbacks = net, opt, callbacks
        self.grad_norm = None

    def fit(self, x, y, epochs, batch, report):
        dispatch(self.callbacks, "before_fit", self)
        for self.epoch in range(epochs):
            self.net.train()
            total = 0.0
            for start in range(0, len(y), batch):
                xb, yb = x[start:start + batch], y[start:start + batch]
                self.loss = F.huber_loss(self.net(xb), yb, delta=0.5)
                self.loss.backward()
                dispatch(self.callbacks, "after_backward", self)
                total += self.loss.item() * len(yb)
            dispatch(self.callbacks, "after_epoch", self)
            report(self.epoch, total / len(y))
