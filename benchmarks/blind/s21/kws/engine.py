class BaseEngine:
    """Owns the loop; everything else is reached through on_<event> hooks."""

    def __init__(self, learner, opt, sched=None):
        self.learner = learner
        self.opt = opt
        self.sched = sched
        self.state = {"step": 0, "epoch": 0}

    def emit(self, event, **kw):
        fn = getattr(self, f"on_{event}", None)
        if callable(fn):
            fn(**kw)

    def training_step(self, batch):
        raise NotImplementedError

    def fit(self, train_iter, epochs):
        for epoch in range(epochs):
            self.state["epoch"] = epoch
            self.emit("epoch_start", epoch=epoch)
            for batch in train_iter():
                self.emit("batch_start", batch=batch)
                objective = self.training_step(batch)
                objective.backward()
                self.opt.step()
                self.state["step"] += 1
                self.emit("batch_end", value=objective.item())
            if self.sched is not None:
                self.sched.step()
            self.emit("epoch_end", epoch=epoch)
