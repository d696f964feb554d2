import torch.nn.functional as F


class Trainer:
    """Minimal trainer; subclasses / mixins contribute on_<event> hooks."""

    events = ("fit_start", "before_step", "after_step", "epoch_end")

    def __init__(self, net, opt, **kwargs):
        self.net = net
        self.opt = opt
        self.extra = kwargs
        self.log = []

    def fire(self, event, **payload):
        hook = getattr(self, f"on_{event}", None)
        if hook is not None:
            hook(**payload)

    def compute(self, ids, labels):
        return F.cross_entropy(self.net(ids), labels)

    def fit(self, make_batches, epochs):
        self.fire("fit_start")
        for epoch in range(epochs):
            seen, total = 0, 0.0
            for ids, labels in make_batches():
                self.opt.zero_grad()
                objective = self.compute(ids, labels)
                objective.backward()
                self.fire("before_step")
                self.opt.step()
                self.fire("after_step")
                seen += labels.numel()
                total += objective.item() * labels.numel()
            self.log.append(total / seen)
            self.fire("epoch_end", epoch=epoch)
        return self.log
