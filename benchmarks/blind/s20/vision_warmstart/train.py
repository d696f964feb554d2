"""Run:  cd vision_warmstart && python train.py"""
import torch
import torch.nn.functional as F

from factory import create
from pretrain import colour_patches, pretrained_backbone_state

torch.manual_seed(0)
torch.set_num_threads(1)

CONFIG = {
    "model": {"pretrained_classes": 6, "num_classes": 3, "zero_init_head": True},
    "optim": {"lr": 0.05, "backbone_lr_mult": 0.1, "milestones": [20]},
}


def main():
    backbone_state = pretrained_backbone_state()
    model, optimizer, scheduler = create(CONFIG)
    model.backbone.load_state_dict(backbone_state)
    class_weights = torch.FloatTensor([1.0, 1.5, 1.0])

    for step in range(30):
        x, y = colour_patches(48, 6)
        y = y % 3
        optimizer.zero_grad()
        loss = F.cross_entropy(model(x), y, weight=class_weights)
        loss.backward()
        optimizer.step()
        scheduler.step()
        if step % 10 == 0:
            print(f"step {step:2d} loss {loss.item():.4f} head |w| {model.fc.weight.norm().item():.4f}")

    with torch.no_grad():
        x, y = colour_patches(300, 6)
        print("accuracy", (model(x).argmax(1) == y % 3).float().mean().item())


if __name__ == "__main__":
    main()
