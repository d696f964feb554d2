CONFIG_TEXT = """
model:
  n_inputs: 64
  n_hidden: 12
  activation: sigmoid
data:
  n_train: 2000
  n_test: 500
  noise: 0.15
train:
  epochs: 25
  batch_size: 64
  lr: 0.01
  weight_decay: 0.0001
"""


def _scalar(text):
    for cast in (int, float):
        try:
            return cast(text)
        except ValueError:
            pass
    return text


def parse(text=CONFIG_TEXT):
    sections = {}
    current = None
    for raw in text.splitlines():
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        key, _, value = raw.strip().partition(":")
        if raw.startswith(" "):
            sections[current][key] = _scalar(value.strip())
        else:
            current = key
            sections[current] = {}
    return sections
