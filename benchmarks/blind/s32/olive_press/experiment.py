import torch
import torch.nn.functional as F

from instantiate import instantiate


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg
        self.model = instantiate(cfg["model"])
        self.optimizer = instantiate(cfg["optimizer"])(self.model.parameters())
        self.scheduler = instantiate(cfg["scheduler"])(self.optimizer)

    def setup(self):
        self.data = instantiate(self.cfg["data"])
        if self.data.n_targets != self.model.out_features:
            self.model.resize_head(self.data.n_targets)
        return self.data.split()

    @torch.no_grad()
    def mae_in_units(self, x, y):
        self.model.eval()
        err = ((self.model(x) - y) * self.data.std).abs().mean(dim=0)
        return {name: round(v, 3) for name, v in zip(self.data.analyses, err.tolist())}

    def fit(self):
        (x, y), (x_val, y_val) = self.setup()
        cfg = self.cfg["trainer"]
        print("before:", self.mae_in_units(x_val, y_val))
        for epoch in range(cfg["epochs"]):
            self.model.train()
            for idx in torch.randperm(x.shape[0]).split(cfg["batch_size"]):
                loss = F.mse_loss(self.model(x[idx]), y[idx])
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()
            self.scheduler.step()
            print(f"epoch {epoch}: val mae {self.mae_in_units(x_val, y_val)}")
