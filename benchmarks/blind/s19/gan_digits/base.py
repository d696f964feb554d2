class HookedTrainer:
    """Minimal trainer skeleton; subclasses implement train_step."""

    def __init__(self, cfg):
        self.cfg = cfg
        self.global_step = 0
        self.state = {}

    def call_hooks(self, event):
        for name in self.cfg.hooks:
            fn = getattr(self, f"{name}_{event}", None)
            if fn is not None:
                fn()

    def train_step(self, batch):
        raise NotImplementedError

    def fit(self, batches):
        self.call_hooks("begin")
        for batch in batches:
            self.state = self.train_step(batch)
            self.global_step += 1
            self.call_hooks("step")
        self.call_hooks("end")
        return self.state
