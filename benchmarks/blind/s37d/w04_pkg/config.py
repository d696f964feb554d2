import yaml

DEFAULT_YAML = """
seed: 3
data:
  num_classes: 10
  image_size: 32
  n_train: 256
  n_val: 64
train:
  batch_size: 32
  epochs: 2
  lr: 0.05
  weight_decay: 5.0e-4
  amp: true
  clip_grad: 2.0
  ckpt: resnet_amp.pt
"""


def load_config(path=None):
    if path is None:
        return yaml.safe_load(DEFAULT_YAML)
    with open(path) as f:
        return yaml.safe_load(f)
