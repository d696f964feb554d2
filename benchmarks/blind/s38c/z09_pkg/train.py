import torch
import torch.nn.functional as F

from .freezing import set_trainable, trainable_count
from .pretrain import pretrain_encoder
from .tiles import iou, make_tiles
from .unet import TinyUNet

STAGES = [
    {"name": "decoder-warmup", "trainable": ["decoder", "head"], "epochs": 2},
    {"name": "full", "trainable": ["encoder", "decoder", "head"], "epochs": 2},
]


def main():
    torch.manual_seed(0)
    x, y = make_tiles(32)
    model = TinyUNet()
    print("pretext loss", round(pretrain_encoder(model, x), 4))
    opt = torch.optim.Adam(model.parameters(), lr=2e-3)
    for stage in STAGES:
        model.requires_grad_(False)
        for name in stage["trainable"]:
            set_trainable(getattr(model, name), True)
        print(stage["name"], "trainable params:", trainable_count(model))
        for epoch in range(stage["epochs"]):
            for i in range(0, len(x), 8):
                logits = model(x[i:i + 8])
                loss = F.cross_entropy(logits, y[i:i + 8])
                opt.zero_grad()
                loss.backward()
                opt.step()
            print(f"  epoch {epoch} loss {loss.item():.4f} IoU {iou(logits, y[i:i + 8]):.3f}")


if __name__ == "__main__":
    main()
