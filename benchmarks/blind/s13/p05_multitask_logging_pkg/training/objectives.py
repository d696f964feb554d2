import torch.nn as nn


class MultiTaskObjective(nn.Module):
    def __init__(self, weights):
        super().__init__()
        self.w = weights
        self.ce = nn.CrossEntropyLoss()
        self.mse = nn.MSELoss()

    def forward(self, outputs, features, batch):
        terms = {
            "cls": self.ce(outputs["cls"], batch["label"]),
            "reg": self.mse(outputs["reg"].squeeze(-1), batch["target"]),
            "aux": features.pow(2).mean(),
        }
        terms["total"] = (self.w.cls * terms["cls"] + self.w.reg * terms["reg"]
                          + self.w.aux * terms["aux"])
        return terms
