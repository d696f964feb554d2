SPEC = """
model:
  name: shared_trunk
  in_dim: 8
  hidden: 32
  n_outputs: 3
optim:
  lr: 0.01
  steps: 300
"""


def _coerce(text):
    for cast in (int, float):
        try:
            return cast(text)
        except ValueError:
            pass
    return text


def parse(spec=SPEC):
    root, section = {}, None
    for line in spec.strip().splitlines():
        key, _, value = line.strip().partition(":")
        if not line.startswith(" "):
            section = root.setdefault(key, {})
        else:
            section[key] = _coerce(value.strip())
    return root
