import torch


class FlowTrainer:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.optimizer = getattr(torch.optim, cfg.optimizer)(model.parameters(), lr=cfg.lr)
        self.scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(self.optimizer, T_max=cfg.steps)
        self.step_idx = 0

    def on_first_batch(self, x):
        h = x
        for layer in self.model.layers:
            if hasattr(layer, "data_init") and not bool(layer.initialized):
                layer.data_init(h)
            h, _ = layer(h)

    def after_step(self, loss):
        if self.step_idx % self.cfg.log_every == 0:
            print(f"step {self.step_idx} nll {loss:.4f}")

    def train(self, sampler):
        self.model.train()
        for _ in range(self.cfg.steps):
            x = sampler(self.cfg.batch_size)
            if self.step_idx == 0:
                getattr(self, "on_first_batch")(x)
            self.optimizer.zero_grad(set_to_none=True)
            loss = -self.model.log_prob(x).mean()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.cfg.clip)
            self.optimizer.step()
            self.scheduler.step()
            getattr(self, "after_step")(loss.item())
            self.step_idx += 1
