"""Coupon feed: click -> redemption, trained ESMM-style over the whole impression space.

pCTCVR = pCTR * pCVR, so the conversion tower is trained on all impressions and not only on clicks.
Impression rows are down-weighted for heavy users with an inverse-frequency weight.
"""
import io
import math

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

SETTINGS = dict(n_users=300, n_merchants=60, n_coupon_types=5, n_train=8000, n_valid=3000,
                emb=8, hidden=32, lr=4e-3, batch=256, epochs=10, patience=2, seed=0)


def make_impressions(n, rng, world):
    user = rng.integers(0, SETTINGS["n_users"], n)
    merchant = rng.integers(0, SETTINGS["n_merchants"], n)
    ctype = rng.integers(0, SETTINGS["n_coupon_types"], n)
    discount = rng.choice([5, 10, 15, 20, 30, 50], n).astype(float)
    distance = rng.exponential(2.5, n)
    hour = rng.integers(0, 24, n)
    lunch = ((hour >= 11) & (hour <= 14)).astype(float)
    click_logit = (-1.6 + world["user_click"][user] + world["merchant_appeal"][merchant]
                   + 0.03 * discount + 0.5 * lunch)
    clicked = rng.random(n) < 1 / (1 + np.exp(-click_logit))
    redeem_logit = (-0.7 + world["user_redeem"][user] + world["type_value"][ctype]
                    + 0.05 * discount - 0.45 * distance)
    redeemed = clicked & (rng.random(n) < 1 / (1 + np.exp(-redeem_logit)))
    cat = np.stack([user, merchant, ctype, hour], axis=1)
    num = np.stack([discount / 50.0, np.log1p(distance), lunch], axis=1)
    return {"cat": torch.as_tensor(cat, dtype=torch.long),
            "num": torch.as_tensor(num, dtype=torch.float32),
            "click": torch.as_tensor(clicked, dtype=torch.float32),
            "redeem": torch.as_tensor(redeemed, dtype=torch.float32)}


def impression_weights(users):
    counts = torch.bincount(users, minlength=SETTINGS["n_users"]).float()
    w = 1.0 / counts[users].clamp(min=1.0).sqrt()
    return w / w.mean()


class CouponESMM(nn.Module):
    FIELDS = ("user", "merchant", "coupon_type", "hour")

    def __init__(self, cardinalities, n_num, emb, hidden):
        super().__init__()
        self.tables = nn.ModuleDict({f: nn.Embedding(c, emb) for f, c in zip(self.FIELDS, cardinalities)})
        width = emb * len(self.FIELDS) + n_num

        def tower():
            return nn.Sequential(nn.Linear(width, hidden), nn.ReLU(), nn.Linear(hidden, 1))

        self.ctr_tower = tower()
        self.cvr_tower = tower()

    def shared(self):
        return self.tables.parameters()

    def forward(self, cat, num):
        x = torch.cat([self.tables[f](cat[:, i]) for i, f in enumerate(self.FIELDS)] + [num], dim=1)
        p_ctr = torch.sigmoid(self.ctr_tower(x).squeeze(1))
        p_cvr = torch.sigmoid(self.cvr_tower(x).squeeze(1))
        return p_ctr, p_ctr * p_cvr


def grad_norm(params):
    total = 0.0
    for p in params:
        if p.grad is not None:
            total += float(p.grad.pow(2).sum())
    return math.sqrt(total)


def auc(y, s):
    y = np.asarray(y)
    pos, neg = s[y == 1], s[y == 0]
    order = np.argsort(np.concatenate([pos, neg]), kind="mergesort")
    ranks = np.empty(len(order))
    ranks[order] = np.arange(1, len(order) + 1)
    return float((ranks[: len(pos)].sum() - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg)))


@torch.no_grad()
def collect(net, data):
    net.eval()
    p_ctr, p_ctcvr = net(data["cat"], data["num"])
    net.train()
    return p_ctr.numpy(), p_ctcvr.numpy()


def main():
    torch.manual_seed(SETTINGS["seed"])
    torch.set_num_threads(1)
    rng = np.random.default_rng(SETTINGS["seed"])
    world = {"user_click": rng.normal(0, 0.7, SETTINGS["n_users"]),
             "user_redeem": rng.normal(0, 0.9, SETTINGS["n_users"]),
             "merchant_appeal": rng.normal(0, 0.6, SETTINGS["n_merchants"]),
             "type_value": rng.normal(0, 0.8, SETTINGS["n_coupon_types"])}
    train, valid = make_impressions(SETTINGS["n_train"], rng, world), make_impressions(SETTINGS["n_valid"], rng, world)
    weights = impression_weights(train["cat"][:, 0])

    net = CouponESMM((SETTINGS["n_users"], SETTINGS["n_merchants"], SETTINGS["n_coupon_types"], 24),
                     train["num"].shape[1], SETTINGS["emb"], SETTINGS["hidden"])
    adam = torch.optim.Adam(net.parameters(), lr=SETTINGS["lr"])

    best_auc, best_epoch, best_blob = -1.0, -1, None
    for epoch in range(SETTINGS["epochs"]):
        history = []
        perm = torch.randperm(SETTINGS["n_train"])
        for start in range(0, SETTINGS["n_train"], SETTINGS["batch"]):
            rows = perm[start:start + SETTINGS["batch"]]
            w = weights[rows]
            p_ctr, p_ctcvr = net(train["cat"][rows], train["num"][rows])
            ctr_rows = F.binary_cross_entropy(p_ctr, train["click"][rows], reduction="none")
            ctcvr_rows = F.binary_cross_entropy(p_ctcvr.clamp(1e-6, 1 - 1e-6), train["redeem"][rows], reduction="none")
            ctr_loss = (ctr_rows * w).sum() / w.sum()
            ctcvr_loss = (ctcvr_rows * w).sum() / w.sum()

            adam.zero_grad(set_to_none=True)
            ctr_loss.backward(retain_graph=True)
            ctr_share = grad_norm(net.shared())
            ctcvr_loss.backward()
            adam.step()
            history.append({"ctr": ctr_loss.detach(), "ctcvr": ctcvr_loss.detach(), "g_ctr": ctr_share})

        mean_ctr = torch.stack([h["ctr"] for h in history]).mean().item()
        mean_ctcvr = torch.stack([h["ctcvr"] for h in history]).mean().item()
        g = np.mean([h["g_ctr"] for h in history])
        ctr_s, ctcvr_s = collect(net, valid)
        click_auc = auc(valid["click"].numpy(), ctr_s)
        redeem_auc = auc(valid["redeem"].numpy(), ctcvr_s)
        print(f"epoch {epoch}  ctr {mean_ctr:.4f}  ctcvr {mean_ctcvr:.4f}  |g_ctr(shared)| {g:.3f}  "
              f"valid click auc {click_auc:.4f}  redeem auc {redeem_auc:.4f}")
        if redeem_auc > best_auc:
            buf = io.BytesIO()
            torch.save(net.state_dict(), buf)
            best_auc, best_epoch, best_blob = redeem_auc, epoch, buf.getvalue()
        elif epoch - best_epoch >= SETTINGS["patience"]:
            print("no improvement, stopping")
            break

    net.load_state_dict(torch.load(io.BytesIO(best_blob)))
    _, ctcvr_s = collect(net, valid)
    print(f"best epoch {best_epoch}: redeem auc {auc(valid['redeem'].numpy(), ctcvr_s):.4f} "
          f"(redeem rate {valid['redeem'].mean():.3f})")


if __name__ == "__main__":
    main()
