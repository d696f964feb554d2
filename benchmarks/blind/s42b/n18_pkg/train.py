import functools

import torch
import torch.nn.functional as F
from torch import nn

from .backbone import PathEncoder, VisitorModel
from .trainer import TrainerBase
from .visits import N_ROOMS, cooccurrence_vectors, visitor_paths
from .wrappers import ModelWrapper


class NextRoomTrainer(TrainerBase):
    stage = "next-room"

    def loss(self, b):
        return F.cross_entropy(self.net(b["history"], b["meta"]), b["next_room"])

    def metrics(self, d):
        return {"top1": (self.net(d["history"], d["meta"]).argmax(1) == d["next_room"]).float().mean().item()}


class DwellTrainer(TrainerBase):
    stage = "dwell"

    def on_fit_start(self):
        hidden = self.net.encoder.mlp[-2].out_features
        self.net.module.replace_head(nn.ModuleDict({
            "log_dwell": nn.Linear(hidden, 1),
            "guide_stop": nn.Linear(hidden, 1),
        }))

    def loss(self, b):
        out = self.net(b["history"], b["meta"])
        return (F.mse_loss(out["log_dwell"], b["dwell_min"].log())
                + F.binary_cross_entropy_with_logits(out["guide_stop"], b["guide_stop"]))

    def metrics(self, d):
        out = self.net(d["history"], d["meta"])
        mae = (out["log_dwell"].exp() - d["dwell_min"]).abs().mean().item()
        acc = ((out["guide_stop"] > 0).float() == d["guide_stop"]).float().mean().item()
        return {"dwell_MAE_min": mae, "guide_acc": acc}


def split(data, cut):
    return {k: v[:cut] for k, v in data.items()}, {k: v[cut:] for k, v in data.items()}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    adam = functools.partial(torch.optim.Adam, lr=3e-3)

    # stage 1: next room, a self-supervised task on the whole ticket-scan archive
    archive = visitor_paths(6000, seed=41)
    encoder = PathEncoder()
    encoder.load_room_vectors(cooccurrence_vectors(torch.cat([archive["history"], archive["next_room"][:, None]], 1)))
    net = ModelWrapper(VisitorModel(encoder, nn.Linear(48, N_ROOMS)))
    NextRoomTrainer(net, adam, epochs=4).fit(*split(archive, 5000))

    # stage 2: the survey subset with dwell times and audio-guide logs
    survey = visitor_paths(2500, seed=42)
    tr, va = split(survey, 2000)
    trainer = DwellTrainer(net, adam, epochs=10, batch_size=64)
    trainer.fit(tr, va)
    owned = {id(p) for g in trainer.optimizer.param_groups for p in g["params"]}
    print(f"optimizer owns {len(owned)} tensors; new heads included: "
          f"{all(id(p) in owned for p in net.module.head.parameters())}")
    print(f"predict-median dwell MAE {(va['dwell_min'] - tr['dwell_min'].median()).abs().mean():.3f} min")


if __name__ == "__main__":
    main()
