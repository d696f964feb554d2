import torch

from fit import errors, fit
from flocks import staple_profiles
from freeze import freeze, trainable_parameters
from model import StapleNet


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    merino = staple_profiles(2000, seed=1)
    merino_test = staple_profiles(600, seed=2)
    # a new client clip tested on a different instrument: fewer samples, other calibration
    clip = staple_profiles(48, seed=3, strength_scale=0.8, break_bias=6.0)
    clip_test = staple_profiles(600, seed=4, strength_scale=0.8, break_bias=6.0)

    model = StapleNet()
    fit(model, merino, optimizer="AdamW", lr=3e-3, epochs=15, batch_size=64, weight_decay=1e-4)
    s, b = errors(model, merino_test)
    print(f"pretrained on merino: strength mae {s:.2f} N/ktex, break position mae {b:.1f} %")
    s, b = errors(model, clip_test)
    print(f"same model on the new clip: strength mae {s:.2f} N/ktex, break position mae {b:.1f} %")

    model.new_head(2)
    freeze(model, ("encoder.",))
    print(f"fine-tuning the head: {trainable_parameters(model)} trainable parameters")
    fit(model, clip, optimizer="Adam", lr=1e-2, epochs=200, batch_size=16)
    s, b = errors(model, clip_test)
    print(f"fine-tuned on the clip: strength mae {s:.2f} N/ktex, break position mae {b:.1f} %")


if __name__ == "__main__":
    main()
