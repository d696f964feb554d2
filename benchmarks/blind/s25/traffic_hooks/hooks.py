class HookedTrainer:
    """A small training engine; subclasses fill in or extend the hooks."""

    def __init__(self, model, max_epochs):
        self.model = model
        self.max_epochs = max_epochs
        self.global_step = 0
        self.optimizer = self.configure_optimizer()

    def configure_optimizer(self):
        raise NotImplementedError

    def training_objective(self, batch):
        raise NotImplementedError

    def on_batch_start(self):
        self.optimizer.zero_grad(set_to_none=True)

    def on_after_backward(self):
        pass

    def on_epoch_end(self, epoch):
        pass

    def fit(self, make_batches):
        for epoch in range(self.max_epochs):
            self.model.train()
            for batch in make_batches():
                self.on_batch_start()
                objective = self.training_objective(batch)
                objective.backward()
                self.on_after_backward()
                self.optimizer.step()
                self.global_step += 1
            self.on_epoch_end(epoch)
