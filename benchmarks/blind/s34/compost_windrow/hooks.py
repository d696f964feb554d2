import torch


class HookedTrainer:
    """Training loop that calls on_<event> methods by name."""

    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.optimizer = getattr(torch.optim, cfg.optimizer)(model.parameters(), **cfg.optim_args)
        self.scheduler = torch.optim.lr_scheduler.LambdaLR(self.optimizer, lambda s: 0.9997 ** s)
        self.global_step = 0

    def call(self, event, *args):
        handler = getattr(self, f"on_{event}", None)
        if handler is not None:
            handler(*args)

    def on_epoch_start(self, epoch):
        self.model.train()

    def on_after_step(self, step):
        self.scheduler.step()

    def fit(self, batches, epochs):
        for epoch in range(1, epochs + 1):
            self.call("epoch_start", epoch)
            for batch in batches():
                self.global_step += 1
                self.training_step(batch)
                self.call("after_step", self.global_step)
            self.call("epoch_end", epoch)

    def training_step(self, batch):
        raise NotImplementedError
