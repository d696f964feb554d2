import configparser

_INI = """
[arm]
upper = 1.0
fore = 0.7

[model]
components = 4
width = 64

[train]
samples = 4000
batch = 128
epochs = 10
lr = 0.003
"""


def load():
    parser = configparser.ConfigParser()
    parser.read_string(_INI)
    return {
        "upper": parser.getfloat("arm", "upper"),
        "fore": parser.getfloat("arm", "fore"),
        "components": parser.getint("model", "components"),
        "width": parser.getint("model", "width"),
        "samples": parser.getint("train", "samples"),
        "batch": parser.getint("train", "batch"),
        "epochs": parser.getint("train", "epochs"),
        "lr": parser.getfloat("train", "lr"),
    }
