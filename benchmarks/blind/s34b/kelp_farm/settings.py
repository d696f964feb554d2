RAW = """
data:
  lines: 40
  days: 120
  seed: 4
model:
  hidden: 64
  dropout: 0.05
train:
  epochs: 8
  micro_batch: 16
  accumulate: 4
  lr: 0.003
  weight_decay: 0.0
  clip: 1.0
"""


def _scalar(text):
    for cast in (int, float):
        try:
            return cast(text)
        except ValueError:
            pass
    return {"true": True, "false": False}.get(text.lower(), text)


def parse(text=RAW):
    """Two-level 'key: value' blocks, enough for this run file."""
    out, section = {}, None
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        key, _, value = line.strip().partition(":")
        if not line.startswith(" "):
            section = out.setdefault(key, {})
        else:
            section[key] = _scalar(value.strip())
    return out
