import torch

from backbones import create_model
from data import waveforms
from finetune import Finetuner


def pretrained(name, num_classes):
    """Stand-in for loading a checkpoint trained on the 10-class source task."""
    model = create_model(name, num_classes=num_classes)
    state = {k: v.clone() for k, v in model.state_dict().items()}
    model.load_state_dict(state)
    return model


def main(num_classes=4, epochs=3):
    torch.manual_seed(0)
    x, y = waveforms(384, num_classes)
    model = pretrained("resnet1d_tiny", num_classes=10)
    tuner = Finetuner(model, name="AdamW", head_lr=1e-2, backbone_lr=1e-3)
    tuner.model.reset_classifier(num_classes)
    tuner.fit(x, y, epochs)


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
