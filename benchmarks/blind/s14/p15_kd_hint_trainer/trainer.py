import torch

from .kd import FrozenTeacher, HintRegressor, kd_objective


class DistillTrainer:
    def __init__(self, student, teacher, cfg, device):
        self.device = device
        self.cfg = cfg
        self.student = student.to(device)
        self.teacher = FrozenTeacher(teacher.to(device))
        self.regressor = HintRegressor(student.feat_dim, teacher.feat_dim).to(device)
        self.optimizer = torch.optim.SGD(
            [
                {"params": self.student.backbone.parameters(), "lr": cfg["lr"] * cfg["backbone_lr_mult"]},
                {"params": self.student.head.parameters()},
                {"params": self.regressor.parameters(), "weight_decay": 0.0},
            ],
            lr=cfg["lr"], momentum=0.9, weight_decay=cfg["weight_decay"], nesterov=True)

    def train_step(self, x, y):
        x, y = x.to(self.device), y.to(self.device)
        t_logits, t_feat = self.teacher(x)
        s_logits, s_feat = self.student(x)
        loss, parts = kd_objective(s_logits, t_logits, self.regressor(s_feat), t_feat, y, self.cfg)
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        return loss.item(), [p.item() for p in parts]

    def fit(self, loader, epochs):
        for epoch in range(epochs):
            self.student.train()
            self.regressor.train()
            for i, (x, y) in enumerate(loader):
                loss, (soft, hard, hint) = self.train_step(x, y)
                if i % self.cfg["log_interval"] == 0:
                    print(f"[{epoch}:{i:03d}] loss={loss:.4f} soft={soft:.4f} hard={hard:.4f} hint={hint:.4f}")

    @torch.no_grad()
    def evaluate(self, loader):
        self.student.eval()
        hits = total = 0
        for x, y in loader:
            logits, _ = self.student(x.to(self.device))
            hits += (logits.argmax(1).cpu() == y).sum().item()
            total += y.numel()
        return hits / total
