"""python -m mg17_pkg.train

Stage 1: Brix-only model on the large cooperative survey (Jalisco lowlands and highlands).
Stage 2: the same backbone, new three-target head, on a small highland distillery survey."""
import torch

from . import agave_models, hooks  # noqa: F401
from .fields import agave_survey
from .registry import MODELS, build_from_cfg
from .runner import SurveyRunner

TARGETS = ("Brix", "inulin%", "pina kg")

pretrain_cfg = dict(
    model=dict(type="agave_mlp", hidden=64, out_dim=1),
    optimizer=dict(type="AdamW", lr=3e-3, weight_decay=1e-4),
    hooks=[dict(type="OptimizerHook"), dict(type="ValLogger", names=TARGETS[:1], interval=4)],
    epochs=8,
    batch_size=64,
)

finetune_cfg = dict(
    optimizer=dict(type="AdamW", lr=5e-3, weight_decay=1e-4),
    hooks=[
        dict(type="HeadAdaptHook", out_dim=len(TARGETS)),
        dict(type="FreezeBackboneHook", unfreeze_epoch=4, lr_mult=0.2),
        dict(type="OptimizerHook"),
        dict(type="ValLogger", names=TARGETS, interval=3),
    ],
    epochs=12,
    batch_size=16,
)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = agave_survey(3000, seed=1)
    y = y[:, :1]
    model = build_from_cfg(pretrain_cfg["model"], MODELS)
    SurveyRunner(model, pretrain_cfg, "coop", y[:2500]).run((x[:2500], y[:2500]), (x[2500:], y[2500:]))

    x, y = agave_survey(400, seed=2, highland_share=1.0)
    old_head = model.head
    runner = SurveyRunner(model, finetune_cfg, "distillery", y[:250])
    runner.run((x[:250], y[:250]), (x[250:], y[250:]))
    owned = {id(p) for g in runner.optimizer.param_groups for p in g["params"]}
    print(f"head replaced: {model.head is not old_head}; "
          f"head params owned by the optimizer: {all(id(p) in owned for p in model.head.parameters())}")
    base = (y[250:] - y[:250].mean(0)).abs().mean(0)
    print("predicting the mean: " + "  ".join(f"{n} {b:.2f}" for n, b in zip(TARGETS, base.tolist())))


if __name__ == "__main__":
    main()
