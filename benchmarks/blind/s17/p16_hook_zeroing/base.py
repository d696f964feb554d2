class BaseTrainer:
    hooks = ("on_batch_start", "on_before_step", "on_batch_end")

    def __init__(self, model, optim_spec, callbacks=()):
        self.model = model
        self.optimizer = optim_spec.build(model.parameters())
        self.callbacks = list(callbacks)
        self.global_step = 0

    # default hook implementations -------------------------------------------------
    def on_batch_start(self, batch):
        self.optimizer.zero_grad(set_to_none=True)

    def on_before_step(self, batch):
        pass

    def on_batch_end(self, batch):
        self.global_step += 1

    def _dispatch(self, hook, batch):
        getattr(self, hook)(batch)
        for cb in self.callbacks:
            fn = getattr(cb, hook, None)
            if fn is not None:
                fn(self, batch)

    # the loop ---------------------------------------------------------------------
    def training_step(self, batch):
        raise NotImplementedError

    def fit(self, make_loader, epochs):
        for epoch in range(epochs):
            logged = []
            for batch in make_loader(epoch):
                self._dispatch("on_batch_start", batch)
                logged.append(self.training_step(batch))
                self._dispatch("on_before_step", batch)
                self.optimizer.step()
                self._dispatch("on_batch_end", batch)
            print(f"epoch {epoch}: objective {sum(logged) / len(logged):.4f}")
