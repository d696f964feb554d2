import torch


class FlowEngine:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.opt = getattr(torch.optim, cfg["optim"])(model.parameters(), lr=cfg["lr"])
        self.sched = torch.optim.lr_scheduler.LambdaLR(self.opt, lambda s: min(1.0, (s + 1) / cfg["warmup"]))

    def after_step(self):
        with torch.no_grad():
            for an in self.model.actnorms():
                an.logs.clamp_(-5.0, 5.0)

    @torch.no_grad()
    def score(self, x):
        self.model.eval()
        nll = -self.model.log_prob(x)
        self.model.train()
        return nll

    def train(self, data):
        for epoch in range(self.cfg["epochs"]):
            perm = torch.randperm(len(data))
            total = 0.0
            for i in range(0, len(data), self.cfg["batch"]):
                x = data[perm[i:i + self.cfg["batch"]]]
                self.opt.zero_grad()
                loss = -self.model.log_prob(x).mean()
                loss.backward()
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), 10.0)
                self.opt.step()
                self.sched.step()
                getattr(self, "after_step")()
                total += loss.item() * len(x)
            print(f"epoch {epoch} nll {total / len(data):.4f}")
