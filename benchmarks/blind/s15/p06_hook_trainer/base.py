class HookedTrainer:
    """Minimal trainer: subclasses implement fit_batch and any on_* hooks they need."""

    def __init__(self, model, opt, log_every=10):
        self.model, self.opt = model, opt
        self.log_every = log_every
        self.history = []

    def call_hook(self, name, *args):
        fn = getattr(self, name, None)
        if callable(fn):
            return fn(*args)

    def on_epoch_start(self, epoch):
        self.model.train()

    def on_batch_end(self, idx, value):
        self.history.append(value)
        if idx % self.log_every == 0:
            print(f"  batch {idx:3d}  {value:.4f}")

    def fit(self, loader, epochs=1):
        self.call_hook("on_fit_start")
        for epoch in range(epochs):
            self.call_hook("on_epoch_start", epoch)
            for idx, batch in enumerate(loader):
                value = self.fit_batch(batch)
                self.call_hook("on_batch_end", idx, value)
            self.call_hook("on_epoch_end", epoch)
        return self.history
