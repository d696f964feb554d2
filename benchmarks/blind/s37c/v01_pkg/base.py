class BaseTrainer:
    """Generic loop: each phase name maps to on_<phase>_start / <phase>_step / on_<phase>_end."""

    def __init__(self, model, optimizer, loaders, cfg):
        self.model = model
        self.optimizer = optimizer
        self.loaders = loaders
        self.cfg = cfg
        self.history = []

    def on_train_start(self):
        self.model.train()

    def on_eval_start(self):
        self.model.eval()

    def on_train_end(self, outputs):
        return {"loss": sum(o["loss"] for o in outputs) / len(outputs)}

    def on_eval_end(self, outputs):
        correct = sum(o["correct"] for o in outputs)
        total = sum(o["count"] for o in outputs)
        return {"acc": correct / max(total, 1)}

    def train_step(self, batch):
        raise NotImplementedError

    def eval_step(self, batch):
        raise NotImplementedError

    def run_phase(self, phase):
        getattr(self, f"on_{phase}_start")()
        step_fn = getattr(self, f"{phase}_step")
        outputs = [step_fn(batch) for batch in self.loaders[phase]]
        return getattr(self, f"on_{phase}_end")(outputs)

    def fit(self):
        for epoch in range(self.cfg.epochs):
            record = {"epoch": epoch}
            for phase in self.cfg.phases:
                record.update(self.run_phase(phase))
            self.history.append(record)
            print(record)
        return self.history
