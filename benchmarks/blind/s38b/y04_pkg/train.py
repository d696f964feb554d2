import torch

from .models import build_model
from .retrieval import InBatchSoftmaxTrainer

CFG = dict(arch="two_tower", n_users=50, n_items=80, dim=16, optimizer="AdamW", lr=3e-3,
           epochs=3, steps=6, batch=32, amp=True, clip=1.0)


def interaction_loader(cfg):
    pref = torch.randint(0, 4, (cfg["n_users"],))

    def loader():
        for _ in range(cfg["steps"]):
            users = torch.randperm(cfg["n_users"])[: cfg["batch"]]
            items = pref[users] * 20 + torch.randint(0, 20, (len(users),))
            yield users, items
    return loader


def main():
    torch.manual_seed(0)
    model = build_model(CFG)
    InBatchSoftmaxTrainer(model, CFG).fit(interaction_loader(CFG))


if __name__ == "__main__":
    main()
