import torch


class BaseTrainer:
    def __init__(self, net, optim_name="Adam", lr=1e-3, **optim_kwargs):
        self.net = net
        self.optim_name, self.lr, self.optim_kwargs = optim_name, lr, optim_kwargs
        self.opt = None

    def configure_optimizers(self, lr=None):
        trainable = [p for p in self.net.parameters() if p.requires_grad]
        cls = getattr(torch.optim, self.optim_name)
        return cls(trainable, lr=lr or self.lr, **self.optim_kwargs)

    def setup(self):
        self.opt = self.configure_optimizers()

    def dispatch(self, hook, *args):
        method = getattr(self, f"on_{hook}", None)
        return method(*args) if method else None

    def train_step(self, batch):
        raise NotImplementedError

    def fit(self, stages):
        self.setup()
        for stage, (epochs, loader) in stages.items():
            self.dispatch("stage_start", stage)
            for ep in range(epochs):
                vals = [self.train_step(b) for b in loader]
                print(f"[{stage}] epoch {ep} loss {sum(vals) / len(vals):.4f}")
