class Trainer:
    def __init__(self, model, optimizer, loss_fn, loader, callbacks):
        self.model = model
        self.optimizer = optimizer
        self.loss_fn = loss_fn
        self.loader = loader
        self.callbacks = callbacks
        self.loss_scale = 1.0
        self.state = {}

    def dispatch(self, event):
        for cb in self.callbacks:
            method = getattr(cb, event, None)
            if method is not None:
                method(self)

    def fit(self, epochs):
        self.dispatch("on_fit_begin")
        micro = 0
        for epoch in range(epochs):
            self.state["epoch"] = epoch
            self.model.train()
            for cats, nums, y in self.loader:
                self.state["micro_step"] = micro
                loss = self.loss_fn(self.model(cats, nums), y)
                (loss * self.loss_scale).backward()
                self.dispatch("on_after_backward")
                self.state["loss"] = loss.detach()
                self.dispatch("on_batch_end")
                micro += 1
            self.dispatch("on_epoch_end")
