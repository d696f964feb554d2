import os
import tempfile

import torch

from .finetune import FinetuneTrainer
from .models import build_encoder, build_model
from .utils import save_checkpoint

CFG = dict(feat_dim=64, n_classes=3, optim="AdamW", lr=3e-3, wd=1e-4, epochs=3,
           pretrained=os.path.join(tempfile.gettempdir(), "y13_encoder.pt"))


def shape_batch(n=32, points=64):
    y = torch.randint(0, 3, (n,))
    u = torch.randn(n, points, 3)
    sphere = u / u.norm(dim=-1, keepdim=True)
    cube = torch.rand(n, points, 3) * 2 - 1
    disk = torch.cat([torch.rand(n, points, 2) * 2 - 1, 0.05 * torch.randn(n, points, 1)], -1)
    pts = torch.where((y == 0)[:, None, None], sphere, torch.where((y == 1)[:, None, None], cube, disk))
    return pts, y


def main():
    torch.manual_seed(0)
    save_checkpoint(build_encoder(CFG), CFG["pretrained"])
    model = build_model(CFG)
    trainer = FinetuneTrainer(model, CFG)
    train = [shape_batch() for _ in range(8)]
    val = [shape_batch() for _ in range(2)]
    before = model.head[0].weight.clone()
    trainer.fit(train, val)
    ref = torch.load(CFG["pretrained"])["state_dict"]["mlp.0.weight"]
    print("head moved:", not torch.equal(before, model.head[0].weight),
          "| encoder moved:", not torch.equal(ref, model.encoder.mlp[0].weight))


if __name__ == "__main__":
    main()
