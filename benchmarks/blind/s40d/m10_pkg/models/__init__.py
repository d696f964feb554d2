from .multitask import RecipeNet

TASKS = {"ibu": 1, "srm": 1, "abv": 1, "style": 4}


def get_model(name, n_in, hidden=64):
    if name == "hps":
        return RecipeNet(n_in, TASKS, hidden=hidden)
    raise KeyError(name)
