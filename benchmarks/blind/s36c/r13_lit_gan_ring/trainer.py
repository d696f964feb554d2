class MiniTrainer:
    """Loops over the optimizers in order for every batch, like Lightning's automatic mode."""

    def __init__(self, max_epochs, log_every_epoch=1, callbacks=()):
        self.max_epochs = max_epochs
        self.log_every_epoch = log_every_epoch
        self.callbacks = list(callbacks)

    def fit(self, module, stream):
        optimizers = module.configure_optimizers()
        module.train()
        for epoch in range(1, self.max_epochs + 1):
            sums = [0.0] * len(optimizers)
            n = 0
            for batch in stream:
                for idx, opt in enumerate(optimizers):
                    loss = module.training_step(batch, idx)
                    opt.zero_grad()
                    loss.backward()
                    opt.step()
                    sums[idx] += loss.item()
                n += 1
            if epoch % self.log_every_epoch == 0:
                for cb in self.callbacks:
                    cb(epoch, module, [s / n for s in sums])
