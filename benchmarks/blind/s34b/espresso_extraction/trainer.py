import torch
import torch.nn.functional as F

from espresso_extraction.data import batches


def pretrain_encoder(model, psd, proxy_target, cfg, generator):
    opt = torch.optim.Adam(list(model.encoder.parameters()) + list(model.proxy.parameters()),
                           lr=cfg["lr"])
    for _ in range(cfg["epochs"]):
        for xb, yb in batches((psd, proxy_target), cfg["batch_size"], generator):
            loss = F.mse_loss(model.proxy_forward(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
    return loss.item()


class FinetuneTrainer:
    def __init__(self, model, cfg, callbacks=()):
        self.model = model
        self.cfg = cfg
        self.callbacks = list(callbacks)
        model.encoder.requires_grad_(False)
        model.proxy.requires_grad_(False)
        self.trainable = [p for p in model.parameters() if p.requires_grad]
        self.optimizer = torch.optim.SGD(self.trainable, **cfg["optimizer"])
        self.scaler = torch.amp.GradScaler("cpu", enabled=cfg["amp"])

    def emit(self, event, *args):
        for cb in self.callbacks:
            getattr(cb, event)(self, *args)

    def zero_grad(self):
        for p in self.trainable:
            p.grad = None

    def train_step(self, psd, recipe, target):
        self.zero_grad()
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.cfg["amp"]):
            pred = self.model(psd, recipe)
        loss = F.mse_loss(pred.float(), target)
        self.scaler.scale(loss).backward()
        self.scaler.step(self.optimizer)
        self.scaler.update()
        return loss.item()

    @torch.no_grad()
    def validate(self, psd, recipe, target):
        self.model.eval()
        err = (self.model(psd, recipe) - target).abs().mean(0)
        self.model.train()
        return {"ey_mae": err[0].item(), "tds_mae": err[1].item()}

    def fit(self, train, val, generator):
        self.emit("on_fit_start")
        for epoch in range(self.cfg["epochs"]):
            self.emit("on_epoch_start", epoch)
            losses = [self.train_step(*b)
                      for b in batches(train, self.cfg["batch_size"], generator)]
            logs = {"train_loss": sum(losses) / len(losses), **self.validate(*val)}
            self.emit("on_epoch_end", epoch, logs)
