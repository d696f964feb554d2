from torch import nn

from .registry import register


@register("model", "glide_net")
class GlideNet(nn.Module):
    def __init__(self, *, n_in=6, width=64, num_classes=3):
        super().__init__()
        self.backbone = nn.Sequential(
            nn.Linear(n_in, width), nn.ReLU(), nn.BatchNorm1d(width),
            nn.Linear(width, width), nn.ReLU(),
        )
        self.heads = nn.ModuleDict({
            "cls": nn.Linear(width, num_classes),
            "distance": nn.Linear(width, 1),
        })

    def forward(self, x):
        h = self.backbone(x)
        return {name: head(h) for name, head in self.heads.items()}

    def reset_classifier(self, num_classes):
        self.heads["cls"] = nn.Linear(self.heads["cls"].in_features, num_classes)

    def freeze_backbone(self):
        self.backbone.requires_grad_(False)
        self.backbone.eval()

    def train(self, mode=True):
        super().train(mode)
        if not any(p.requires_grad for p in self.backbone.parameters()):
            self.backbone.eval()        # keep frozen BatchNorm statistics fixed
        return self


def trainable(model):
    return [p for p in model.parameters() if p.requires_grad]


def count(params):
    return sum(p.numel() for p in params)

