"""Sand-sculpture festival: will a tower collapse before judging, and how long will it stand?"""
